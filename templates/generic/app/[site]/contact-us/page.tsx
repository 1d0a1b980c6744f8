import { leadPageRoute } from '@dealer/platform/web';
import { template } from '../../../template';

const route = leadPageRoute(template, 'contact-us');
export const generateMetadata = route.generateMetadata;
export default route.Page;
