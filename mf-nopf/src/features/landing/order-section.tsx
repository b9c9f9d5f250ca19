import { useState } from 'react';
import { ChatIcon, PhoneIcon, ShopButton, chatLink, phoneLink, shopContacts } from '@mimea/shared';
import { nopfContent, orderMessage, type PackSize } from '../../domain/nopf-content';
import { Band } from './band';
import { IllustrationImage } from './illustration-image';
import { SplitLayout } from './split-layout';

const { order, packs } = nopfContent;

/**
 * How to order: the two bottles, the one the farmer wants, and Buy Now (a WhatsApp chat whose
 * message names that bottle) or Talk to a Consultant (a call). NOPF is not sold through the cart.
 */
export function OrderSection() {
  const [size, setSize] = useState<PackSize>('1000ml');
  return (
    <Band id="order" title={order.title}>
      <SplitLayout columns="1fr 1fr">
        <IllustrationImage name={packs.image.name} alt={packs.image.alt} />
        <div>
          <p className="nopf-text" style={{ marginBottom: 16 }}>
            {order.text}
          </p>
          {/* Native radios: MUI's (the forms group, ~25 KB gzipped with its input parts) would load
              with the landing page for one choice of two. */}
          <fieldset className="nopf-fieldset">
            <legend className="nopf-legend">{order.packLabel}</legend>
            {packs.items.map((pack) => (
              <label key={pack.size} className="nopf-choice">
                <input type="radio" name="nopf-pack" checked={size === pack.size} onChange={() => setSize(pack.size)} />
                <span>
                  <strong>{pack.size}</strong> · {pack.coverage}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="nopf-actions" style={{ marginBottom: 16 }}>
            <ShopButton variant="contained" size="large" startIcon={<ChatIcon />} href={chatLink(orderMessage(size))} target="_blank" rel="noopener noreferrer">
              {order.buyNow}
            </ShopButton>
            <ShopButton variant="outlined" size="large" startIcon={<PhoneIcon />} href={phoneLink()}>
              {order.consultant}
            </ShopButton>
          </div>
          <p className="nopf-text">
            {order.callLine}{' '}
            <a className="nopf-link" href={phoneLink()}>
              {shopContacts.phoneDisplay}
            </a>
          </p>
        </div>
      </SplitLayout>
    </Band>
  );
}
