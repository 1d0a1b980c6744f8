import { templateNextConfig } from '../next-config.mjs';

export default templateNextConfig();
