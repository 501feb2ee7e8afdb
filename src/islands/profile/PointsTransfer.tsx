/**
 * Points to the wallet (issue 18): how many, from the minimum up to what the shopper holds. It
 * cannot be undone, so it asks the generic 'Confirm this request?' first. On success the page
 * reloads with the new balances and says 'Point to wallet transfer successfully.'; a refusal
 * (below the minimum, more than held) is said beside the field.
 */
import { wallet } from '../../lib/api/browser/wallet';
import { flashToast } from '../../stores/toast';
import ConfirmDialog, { useConfirm } from '../shared/ConfirmDialog';
import { NumberForm } from '../shared/NumberForm';

export interface PointsTransferProps {
  labels: { title: string; points: string; submit: string; busy: string; minimum: string; confirm: string; cancel: string; yes: string; invalid: string; tooFew: string };
  held: number;
  minimum: number;
  /** the transfer call (tests pass their own) */
  transfer?: (points: number) => Promise<string>;
  /** after a transfer (tests pass their own) */
  reload?: () => void;
}

export default function PointsTransfer({ labels, held, minimum, transfer = wallet.transferPoints, reload = () => location.reload() }: PointsTransferProps) {
  const confirmation = useConfirm();
  return (
    <>
      <NumberForm
        labels={{ title: labels.title, field: labels.points, submit: labels.submit, busy: labels.busy, hint: held < minimum ? labels.tooFew : labels.minimum, invalid: labels.invalid }}
        name="point"
        min={minimum}
        max={held}
        step={1}
        confirm={confirmation.ask}
        action={async (points) => {
          flashToast(await transfer(points), 'success');
          reload();
        }}
      />
      <ConfirmDialog {...confirmation.dialog} question={labels.confirm} yes={labels.yes} no={labels.cancel} />
    </>
  );
}
