import type { MessageTransport, OutgoingMessage } from './message-transport.js';

export interface SmsGatewaySettings {
  /** Where to POST: the gateway's send endpoint. */
  url: string;
  apiKey: string;
  /** Milliseconds before a request counts as failed (default 15 s). */
  timeoutMs?: number;
}

/**
 * SMS through an HTTP gateway: POST {"to": "6281...", "text": "..."} as JSON with the API
 * key as a bearer token. Any 2xx is accepted; anything else (or no answer in time) throws
 * and the dispatcher retries later.
 */
export class HttpSmsTransport implements MessageTransport {
  constructor(private readonly settings: SmsGatewaySettings) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.settings.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ to: message.recipient, text: message.text }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    });
    // Read the body either way, so the connection can be reused.
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`SMS gateway answered HTTP ${response.status}: ${body.slice(0, 200)}`);
    }
  }
}
