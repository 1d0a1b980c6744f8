import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { templateNextConfig } from '../next-config.mjs';

export default templateNextConfig(createVanillaExtractPlugin);
