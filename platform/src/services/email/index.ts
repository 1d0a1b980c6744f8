import 'server-only';
export {
  emailFileName,
  emailOutboxDir,
  emailTransportFromEnv,
  outboxEmailTransport,
  webhookEmailTransport,
  type EmailMessage,
  type EmailTransport,
} from './email-transport';
