import 'server-only';
export {
  outboxSmsTransport,
  smsFileName,
  smsOutboxDir,
  smsTransportFromEnv,
  webhookSmsTransport,
  type SmsMessage,
  type SmsTransport,
} from './sms-transport';
