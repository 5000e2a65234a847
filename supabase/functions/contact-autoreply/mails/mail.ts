/** A rendered mail, before the sender address from configuration is added. */
export interface RenderedMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}
