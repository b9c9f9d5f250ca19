import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFederatedModuleLoader } from '@mimea/shared';
import ContactPage from './contact-page';
import AboutPage from './about-page';
import { renderPage } from '@mimea/shared/testing/render-page';
import { catalogDown, serveCatalog } from '../test/catalog-stub';

const faqs = Array.from({ length: 8 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));
const routes = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/about', element: <AboutPage /> },
];

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op here, and the map never nears the screen.
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  provideFederatedModuleLoader(null);
  // Some tests stand a fetch in for the message service; jsdom itself has none.
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('/contact', () => {
  it('shows the contact cards with their hours and the 24-hour promise, social links and the chat link', async () => {
    serveCatalog([], faqs);
    renderPage(routes, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Mimea Naturals');
    expect(screen.getByText('Mon-Fri 8am-6pm, Sat 9am-4pm EAT')).toBeInTheDocument();
    expect(screen.getByText('We respond within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('Kimathi House, Kimathi Street, Nairobi CBD, Kenya')).toBeInTheDocument();
    for (const line of ['Mon-Fri 8am-6pm', 'Sat 9am-4pm', 'Sunday closed']) expect(screen.getByText(line)).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'X', 'TikTok']) expect(screen.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Need Immediate Help?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Chat on WhatsApp/ }).at(-1)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/254720123456\?text=.*expert%20advice/));
    expect(screen.getByRole('link', { name: 'Open the map and directions in a new tab' })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    // The FAQs come from the catalog after the first render: the page is whole once they are in.
    expect(await screen.findByText('Question 1?')).toBeInTheDocument();
  });

  it('refuses an incomplete message, field by field, and keeps what was typed', async () => {
    serveCatalog([], faqs);
    const user = userEvent.setup();
    renderPage(routes, '/contact');
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('achieng@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('achieng@example');
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
  });

  it("sends a valid message to /api/messages: 'Message Sent' and the fields cleared", async () => {
    serveCatalog([], faqs);
    // jsdom has no fetch: this one stands in for the shop's message service and says it stored the message.
    const fetchStub = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve({ ok: true, status: 201 } as Response));
    Object.assign(globalThis, { fetch: fetchStub });
    const user = userEvent.setup();
    renderPage(routes, '/contact');
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('Achieng');
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('achieng@example.co.ke');
    await user.click(screen.getByLabelText(/^Phone \(optional\)/));
    await user.paste('+254 712 345 678');
    await user.selectOptions(screen.getByLabelText(/^Product of interest/), 'Olive Soap');
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Is it gentle enough for a baby?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Phone \(optional\)/, /^Message/]) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/messages');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }));
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Achieng',
      email: 'achieng@example.co.ke',
      phone: '+254 712 345 678',
      productInterest: 'olive-soap',
      message: 'Is it gentle enough for a baby?',
    });
  });

  it('keeps the message and says so when the message service cannot be reached', async () => {
    serveCatalog([], faqs);
    Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderPage(routes, '/contact');
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('Achieng');
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('achieng@example.co.ke');
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Is it gentle enough for a baby?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('We could not send your message just now. Please try again, or call or WhatsApp us.')).toBeInTheDocument();
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Is it gentle enough for a baby?');
  });

  it('shows the first six FAQs, one open at a time, and Contact Us takes the shopper to the name field', async () => {
    serveCatalog([], faqs);
    const user = userEvent.setup();
    renderPage(routes, '/contact');
    const section = screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).parentElement!;
    const questions = await within(section).findAllByRole('button', { name: /^Question \d\?$/ });
    expect(questions.map((q) => q.textContent)).toEqual(faqs.slice(0, 6).map((faq) => faq.question));
    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[2]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(section).getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('keeps the form and cards when the catalog is down; only the FAQ says so', async () => {
    catalogDown();
    renderPage(routes, '/contact');
    expect(await screen.findByText(/We couldn't load our frequently asked questions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('/about', () => {
  it('has the story, mission, quality assurance, contact info, hours and Get Directions to a map', () => {
    renderPage(routes, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Mimea Naturals' })).toBeInTheDocument();
    for (const heading of ['Our Story', 'Our Mission', 'Quality Assurance', 'Contact Information', 'Visit Our Store'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    for (const pillar of ['Premium Sourcing', 'Sustainable Practices', 'Rigorous Testing']) expect(screen.getByRole('heading', { level: 3, name: pillar })).toBeInTheDocument();
    const hours = screen.getByRole('heading', { name: 'Opening Hours' }).parentElement!;
    expect(hours).toHaveTextContent('Mon-Fri8:00-18:00Sat9:00-16:00SunClosed');
    const directions = screen.getByRole('link', { name: 'Get Directions' });
    expect(directions).toHaveAttribute('href', expect.stringContaining('https://www.google.com/maps/search/?api=1&query=Kimathi%20House'));
    expect(directions).toHaveAttribute('target', '_blank');
  });
});
