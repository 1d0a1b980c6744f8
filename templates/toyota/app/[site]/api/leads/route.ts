import { leadRoute } from '@dealer/platform/web';
import { template } from '../../../../template';

// Every enquiry form of this app's sites posts here.
export const { GET, POST } = leadRoute(template);
