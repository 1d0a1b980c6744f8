import { printPageRoute } from '@dealer/platform/web';
import { template } from '../../../template';

const route = printPageRoute(template);
export const metadata = route.metadata;
export default route.Page;
