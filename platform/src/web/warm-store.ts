import { type TemplateName } from '@dealer/site-config';
import { appStore } from './app-context';

/**
 * Opens the app's store when the server starts, so the first page is quick and a bad data
 * directory is reported at once, in a sentence, instead of a stack trace on the first request.
 */
export async function warmStore(template: TemplateName): Promise<void> {
  try {
    await appStore(template);
  } catch (error) {
    if (
      error instanceof Error &&
      (error.name === 'DataDirError' || error.name === 'SiteConfigError')
    ) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
