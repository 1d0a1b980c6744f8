import { leadPageRoute } from '@dealer/platform/web';
import { template } from '../../../template';

const route = leadPageRoute(template, 'service');
export const generateMetadata = route.generateMetadata;
export default route.Page;
