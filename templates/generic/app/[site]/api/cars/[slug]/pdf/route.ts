import { vehiclePdfRoute } from '@dealer/platform/web';
import { template } from '../../../../../../template';

export const { GET } = vehiclePdfRoute(template);
