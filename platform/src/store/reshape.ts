import 'server-only';
import {
  type Car,
  type Location,
  carSchema,
  type CarStatus,
  type CarType,
  type BodyType,
  type SimpleFuel,
  locationSchema,
} from '../domain/entities';
import { type CarRow, type LocationRow, type NewCarRow } from './schema';

// The one place where stored rows become domain entities and back.

export function reshapeCar(row: CarRow): Car {
  return {
    ...row,
    status: row.status as CarStatus,
    carType: row.carType as CarType,
    itemType: row.itemType as Car['itemType'],
    simpleBody: row.simpleBody as BodyType,
    simpleFuel: row.simpleFuel as SimpleFuel,
    simpleTransmission: row.simpleTransmission as Car['simpleTransmission'],
  };
}

export function carToRow(car: Car): NewCarRow {
  return carSchema.parse(car);
}

export function reshapeLocation(row: LocationRow): Location {
  return {
    ...row,
    locationType: row.locationType as Location['locationType'],
  };
}

export function locationToRow(location: Location): LocationRow {
  return locationSchema.parse(location);
}
