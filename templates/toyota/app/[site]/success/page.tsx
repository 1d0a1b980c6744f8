import { successPageRoute } from '@dealer/platform/web';
import { template } from '../../../template';

const route = successPageRoute(template);
export const metadata = route.metadata;
export default route.Page;
