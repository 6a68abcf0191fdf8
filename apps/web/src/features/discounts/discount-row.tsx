import { Pencil } from 'lucide-react';
import type { Discount } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/features/services/delete-button';
import { datesLabel, usesLabel, valueLabel } from './discount-format';
import { DiscountStatusBadge } from './discount-status-badge';
import { useDeleteDiscount } from './use-discounts';

/** One code in the list: what it gives, its uses, its dates and where it stands. */
export function DiscountRow({
  discount,
  formatPrice,
  onEdit,
}: {
  discount: Discount;
  formatPrice: (amount: number) => string;
  onEdit: (discount: Discount) => void;
}) {
  const remove = useDeleteDiscount();
  return (
    <tr className="hover:bg-muted/50" data-discount-code={discount.code}>
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={() => onEdit(discount)}
          className="cursor-pointer text-left font-mono font-medium break-all hover:text-primary hover:underline"
        >
          {discount.code}
        </button>
        <p className="text-xs text-muted-foreground">{valueLabel(discount, formatPrice)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:hidden">
          <span>{usesLabel(discount)}</span>
          <span>{datesLabel(discount)}</span>
          <DiscountStatusBadge status={discount.status} />
        </div>
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap tabular-nums sm:table-cell">
        {usesLabel(discount)}
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap md:table-cell">
        {datesLabel(discount)}
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <DiscountStatusBadge status={discount.status} />
      </td>
      <td className="px-2 py-3 sm:px-4">
        <div className="flex items-center justify-end gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 text-muted-foreground hover:text-foreground"
            aria-label={`Edit ${discount.code}`}
            onClick={() => onEdit(discount)}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <DeleteButton
            id={discount.id}
            name={discount.code}
            title="Delete discount code"
            description={`Are you sure you want to delete "${discount.code}"? Buyers can no longer use it; orders that used it keep their discount. This action cannot be undone.`}
            remove={remove}
            done="Discount code deleted."
            failed="Failed to delete the discount code. Please try again."
          />
        </div>
      </td>
    </tr>
  );
}
