import {
  updateOrderStatusBody,
  type CartHistoryRole,
  type Order,
  type OrderStatus,
} from '@bazaar/contracts';

/** The colours a status chip comes in. */
export type OrderStatusTone = 'amber' | 'blue' | 'green' | 'red' | 'grey';

/** Each status its own colour: waiting amber, on its way blue, done green, refused red, off grey. */
export const orderStatusTones: Record<OrderStatus, OrderStatusTone> = {
  placed: 'amber',
  accepted: 'blue',
  fulfilled: 'green',
  declined: 'red',
  cancelled: 'grey',
};

/** What a person does to move an order to a status. */
export type OrderAction = 'accept' | 'fulfil' | 'decline' | 'cancel';

const actionByStatus: Record<OrderStatus, OrderAction | null> = {
  placed: null,
  accepted: 'accept',
  fulfilled: 'fulfil',
  declined: 'decline',
  cancelled: 'cancel',
};

/** The order the buttons stand in: the step forward first, the refusals after it. */
const actionOrder: OrderAction[] = ['accept', 'fulfil', 'decline', 'cancel'];

export interface OrderActionChoice {
  action: OrderAction;
  status: OrderStatus;
}

/** The buttons an order shows the caller, from the moves the api allows them now. */
export function orderActions(order: Pick<Order, 'next_statuses'>): OrderActionChoice[] {
  return order.next_statuses
    .flatMap((status) => {
      const action = actionByStatus[status];
      return action ? [{ action, status }] : [];
    })
    .sort((a, b) => actionOrder.indexOf(a.action) - actionOrder.indexOf(b.action));
}

/** The moves that ask first, with room for a reason the other side is shown. */
export type ReasonedAction = Extract<OrderAction, 'decline' | 'cancel'>;

export function asksForReason(action: OrderAction): action is ReasonedAction {
  return action === 'decline' || action === 'cancel';
}

/** Whom an order row names: the seller of what one bought, the buyer of what one received, both for administrators. */
export function partiesShown(role: CartHistoryRole): { buyer: boolean; seller: boolean } {
  return { buyer: role !== 'buyer', seller: role !== 'seller' };
}

/** The reason's longest length, read from the api's own schema. */
export const ORDER_REASON_MAX = updateOrderStatusBody.shape.reason.unwrap().maxLength ?? undefined;
