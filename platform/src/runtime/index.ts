export {
  appRuntime,
  createAppRuntime,
  leadOutboxDir,
  siteOfApp,
  startAppRuntime,
  type AppRuntime,
} from './app-runtime';
