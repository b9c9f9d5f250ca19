import { CloseIcon, Link as RouterLink, formatKES, maxLineQuantity, type CartItem } from '@mimea/shared';
import { QuantityStepper } from '@mimea/shared/ui/parts';
import { isPictureAddress } from '../../components/cart-lines/line-image';

interface Props {
  line: CartItem;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/**
 * One cart line: image and name linking to the product, unit price, stepper, line total, remove.
 * Plain elements with the class names of cart-lines-styles.ts (the table styles them once).
 */
export function CartLineRow({ line, onQuantity, onRemove }: Props) {
  const productPath = `/product/${encodeURIComponent(line.id)}`;
  return (
    <tr className="cart-line" data-testid="cart-line">
      <td className="cart-line-image">
        {/* The name links too; this copy of the link is for pointers only. */}
        <RouterLink to={productPath} tabIndex={-1} aria-hidden="true">
          {isPictureAddress(line.image) ? (
            <img className="cart-line-picture" src={line.image} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="cart-line-picture" />
          )}
        </RouterLink>
      </td>
      <th className="cart-line-name" scope="row">
        <RouterLink className="cart-line-link" to={productPath}>
          {line.name}
        </RouterLink>
        <p className="cart-line-each">{formatKES(line.price)} each</p>
      </th>
      <td className="cart-line-price">{formatKES(line.price)}</td>
      <td className="cart-line-qty">
        <QuantityStepper
          label={`Quantity of ${line.name}`}
          itemName={line.name}
          value={line.quantity}
          max={maxLineQuantity(line.price)}
          onChange={(quantity) => onQuantity(line.id, quantity)}
        />
      </td>
      <td className="cart-line-total">{formatKES(line.price * line.quantity)}</td>
      <td className="cart-line-remove">
        <button type="button" className="cart-line-remove-button" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.id)}>
          <CloseIcon />
        </button>
      </td>
    </tr>
  );
}
