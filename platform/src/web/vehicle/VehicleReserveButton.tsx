import { Button } from '@dealer/design-system';
import { type SidebarLink } from '../../domain/vehicle-sidebar';

/** spec §2 'Reserve Car Now': the sidebar's first action and the sticky bar's. */
export function VehicleReserveButton({ reserve }: { reserve: SidebarLink }) {
  return (
    <Button href={reserve.href} fullWidth>
      {reserve.label}
    </Button>
  );
}
