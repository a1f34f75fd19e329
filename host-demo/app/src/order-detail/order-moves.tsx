import type { OrderDetail, User } from 'proofdesk/contract';
import { Button, ReasonPrompt } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { detailMessages as m } from './messages';
import { useOrderMoves } from './use-order-moves';

/**
 * "Actions the board offers (move, hold with reason) are available here too, through the same
 * rules": one button per move, and the board's Reason prompt for hold and cancel.
 */
export function OrderMoves({
  user,
  order,
  onMoved,
}: {
  user: User | null;
  order: OrderDetail;
  onMoved: () => void;
}) {
  const moves = useOrderMoves(user, order, onMoved);
  if (moves.moves.length === 0) return null;
  const title = moves.asking
    ? fillTemplate(moves.asking.move.target === 'cancelled' ? m.reasonCancelTitle : m.reasonHoldTitle, {
        name: order.orderName,
      })
    : '';
  return (
    <fieldset className="detail-moves" aria-label={m.actions}>
      <legend className="detail-moves-label">{m.moveTo}</legend>
      {moves.moves.map((choice) => (
        <Button
          key={choice.key}
          size="sm"
          variant={choice.move.needsReason ? 'secondary' : 'primary'}
          disabled={moves.busy}
          onClick={() => moves.choose(choice)}
        >
          {choice.label}
        </Button>
      ))}
      <ReasonPrompt
        open={moves.asking !== null}
        title={title}
        messages={m}
        onContinue={moves.continueWithReason}
        onCancel={moves.cancelReason}
      />
    </fieldset>
  );
}
