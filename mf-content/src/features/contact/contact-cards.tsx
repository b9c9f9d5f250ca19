import { EmailIcon, LocationIcon, PhoneIcon, ScheduleIcon, CHAT_GREETING, ShopTextLink, chatLink, emailLink, fullAddress, mapLink, phoneLink, shopContacts, GridList } from '@mimea/shared';
import { InfoCard } from '../../components/layout/info-card';

/** Phone and WhatsApp, e-mail, address and (on the contact page) business hours, as cards. */
export function ContactCards({ withHours = false }: { withHours?: boolean }) {
  return (
    <GridList columns={{ xs: 1, sm: 2, md: withHours ? 4 : 3 }} gap={3}>
      <InfoCard title="Phone & WhatsApp" icon={<PhoneIcon fontSize="inherit" />}>
        <p>
          <ShopTextLink href={phoneLink()}>{shopContacts.phoneDisplay}</ShopTextLink>
        </p>
        <p>
          <ShopTextLink href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </ShopTextLink>
        </p>
        <p>{shopContacts.supportHours}</p>
      </InfoCard>
      <InfoCard title="Email" icon={<EmailIcon fontSize="inherit" />}>
        <p>
          <ShopTextLink href={emailLink()}>{shopContacts.email}</ShopTextLink>
        </p>
        <p>We respond within 24 hours.</p>
      </InfoCard>
      <InfoCard title="Visit Us" icon={<LocationIcon fontSize="inherit" />}>
        <p>{fullAddress()}</p>
        <p>
          <ShopTextLink href={mapLink()} target="_blank" rel="noopener noreferrer">
            Open in Maps
          </ShopTextLink>
        </p>
      </InfoCard>
      {withHours && (
        <InfoCard title="Business Hours" icon={<ScheduleIcon fontSize="inherit" />}>
          {shopContacts.openingHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </InfoCard>
      )}
    </GridList>
  );
}
