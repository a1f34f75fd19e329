import { defaultOrderStatusMessages, type OrderStatusMessages } from './order-status-messages';

/**
 * Timeline wording of the order actions, with the status names it quotes. The server writes these
 * lines into the order's timeline, so they are the spec's words; a host may still translate them.
 */
export interface OrderActionMessages extends OrderStatusMessages {
  hold: string;
  cancel: string;
  move: string;
}

export const defaultOrderActionMessages: OrderActionMessages = {
  ...defaultOrderStatusMessages,
  hold: 'Hold from {progress}',
  cancel: 'Cancelled from {progress}',
  move: 'Moved from {progress} to {target}',
};
