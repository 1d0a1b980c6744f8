import { SiteNotFound } from '@dealer/platform/web';

export default SiteNotFound;
