import { vehiclePageRoute } from '@dealer/platform/web';
import { template } from '../../../../template';

const route = vehiclePageRoute(template);
export const generateMetadata = route.generateMetadata;
export default route.Page;
