// The order card's React view and its stylesheet; the fields it shows come from 'sdk/core/orders'.
export { OrderCardView, type OrderCardViewProps } from './order-card-view';
export { orderCardStyles } from './styles';
