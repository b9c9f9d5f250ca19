import { CloseIcon, Link as RouterLink, formatKES, type CartItem } from '@mimea/shared';
import { QuantityStepper } from '@mimea/shared/ui/parts';
import { isPictureAddress } from '../../components/cart-lines/line-image';
import { lineMaxQuantity, lineNotices } from '../../domain/catalogue/line-notices';

interface Props {
  line: CartItem;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
  /** The price the line had before the catalogue's current one replaced it. */
  priceFrom?: number;
  /** The product's stock now, when the catalogue said. */
  stock?: number;
}

/**
 * One cart line: image and name linking to the product, unit price, what changed in the catalogue
 * since it was added, stepper (up to the stock), line total, remove.
 * Plain elements with the class names of cart-lines-styles.ts (the table styles them once).
 */
export function CartLineRow({ line, onQuantity, onRemove, priceFrom, stock }: Props) {
  const productPath = `/product/${encodeURIComponent(line.id)}`;
  const notices = lineNotices(line, priceFrom, stock);
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
        {notices.map((notice) => (
          <p key={notice} className="cart-line-notice" data-testid="cart-line-notice">
            {notice}
          </p>
        ))}
      </th>
      <td className="cart-line-price">{formatKES(line.price)}</td>
      <td className="cart-line-qty">
        <QuantityStepper
          label={`Quantity of ${line.name}`}
          itemName={line.name}
          value={line.quantity}
          max={lineMaxQuantity(line.price, stock)}
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
