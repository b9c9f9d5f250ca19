import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

const service = standInOfficeService();

describe('the messages', () => {
  it('lists the unread ones with their reply links and marks one replied', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/messages');
    const message = await screen.findByRole('listitem', { name: 'Message from Nyambura Wairimu' });
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Message from Omondi Were' })).not.toBeInTheDocument();
    expect(within(message).getByRole('link', { name: /E-mail/ }).getAttribute('href')).toMatch(/^mailto:nyambura@example\.com\?subject=/);
    expect(within(message).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254712000999/);
    expect(within(message).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+254712000999');
    // The chrome's badge counts it too.
    await screen.findByLabelText('Messages, 1 unread');

    await user.click(within(message).getByRole('button', { name: 'Mark replied' }));
    expect(await within(message).findByText(/Replied 26 Nov 2026, 14:02 by Otieno Kamau/)).toBeInTheDocument();
    expect(screen.getByText('0 unread messages')).toBeInTheDocument();
    expect(service().messages[0]?.repliedBy).toBe('Otieno Kamau');
    await waitFor(() => expect(screen.queryByLabelText('Messages, 1 unread')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Replied' }));
    expect(await screen.findByRole('listitem', { name: 'Message from Omondi Were' })).toBeInTheDocument();
  });
});
