import { PlatformNotFound } from '@dealer/platform/web';

export default PlatformNotFound;
