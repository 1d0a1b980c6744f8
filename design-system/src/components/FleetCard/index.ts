export { FleetCard, fleetCardBullets, type FleetCardProps } from './FleetCard';
