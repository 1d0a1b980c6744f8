import { vehicleViewRoute } from '@dealer/platform/web';
import { template } from '../../../../../../template';

export const { GET } = vehicleViewRoute(template);
