import { financeQuoteRoute } from '@dealer/platform/web';
import { template } from '../../../../../template';

export const { POST } = financeQuoteRoute(template);
