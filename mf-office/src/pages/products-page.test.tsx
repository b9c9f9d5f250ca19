import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown, signedInAs } from '../test/render-office';
import { savedFiles, textOf } from '../test/saved-files';

const service = standInOfficeService();

describe('the products pages', () => {
  it('lists the products with their filters and opens one', async () => {
    const user = userEvent.setup();
    await signedInAs('manager');
    renderOffice('/office/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /Moringa Leaf Powder/ })).toHaveTextContent('Low: 4 left');
    expect(within(table).getByRole('row', { name: /Ginseng Coffee/ })).toHaveTextContent('KES 1,600 (sale; was KES 1,950)');
    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.files.map((file) => file.name)).toEqual(['mimea-products.csv']));
    expect(await textOf(saved.files[0]!.blob)).toMatch(/^id,name,price,stock\n/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'out');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Products' })).not.toHaveTextContent('Ginseng Coffee'));
    expect(screen.getByRole('table', { name: 'Products' })).toHaveTextContent('Rosehip Face Oil');
    expect(service().calls).toContain('GET /api/office/catalogue/products?stock=out');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ginseng{Enter}');
    await waitFor(() => expect(service().calls).toContain('GET /api/office/catalogue/products?search=ginseng'));

    await user.click(await screen.findByRole('link', { name: 'Ginseng Coffee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ginseng Coffee' })).toBeInTheDocument();
    expect(shown.url).toBe('/office/products/ginseng-coffee');
  });

  it('checks the form in words and saves the fields that changed, on the version read', async () => {
    const user = userEvent.setup();
    await signedInAs('manager');
    renderOffice('/office/products/ginseng-coffee');
    const price = await screen.findByRole('textbox', { name: /^Price \(KES\)/ });
    expect(price).toHaveValue('1950');
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('The product was not saved: 1 field needs a change.')).toBeInTheDocument();
    expect(screen.getByText('Type the price in whole shillings, at least 1 (for example 2500).')).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price);
    await user.type(price, '2,100');
    await user.clear(screen.getByRole('textbox', { name: /^Stock/ }));
    await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '7');
    await user.click(screen.getByRole('checkbox', { name: 'Hidden from the shop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subcategory/ }), 'vision-sleep');
    await user.type(screen.getByRole('textbox', { name: /^Benefits/ }), '\nHelps you wake up');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Saved. The shop shows the change within a minute.')).toBeInTheDocument();
    expect(service().catalogue.edits).toEqual([
      {
        id: 'ginseng-coffee',
        body: { version: 1, price: 2100, stock: 7, hidden: true, subcategory: 'vision-sleep', healthGoals: ['energy', 'immunity', 'sleep'], benefits: ['Supports energy and focus', 'Helps you wake up'] },
      },
    ]);
    // Saved again on the new version, with only what changed since.
    await user.clear(screen.getByRole('textbox', { name: /^Stock/ }));
    await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '9');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(service().catalogue.edits.at(-1)).toEqual({ id: 'ginseng-coffee', body: { version: 2, stock: 9 } }));
  });

  it('tells of someone who saved first, and loads their version to edit again', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/products/moringa-leaf-powder');
    const stock = await screen.findByRole('textbox', { name: /^Stock/ });
    const moringa = service().catalogue.products.find((entry) => entry.id === 'moringa-leaf-powder')!;
    Object.assign(moringa, { stock: 40, version: 2 });
    await user.clear(stock);
    await user.type(stock, '12');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this product after you opened it. Look at it again before you save.');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(await screen.findByText('This is the product as saved now. Make your change again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Stock/ })).toHaveValue('40');
  });

  it('adds a product, then uploads its photo and shows it', async () => {
    // A person may pick any file ("All files" in the dialog): the page says what is wrong with it.
    const user = userEvent.setup({ applyAccept: false });
    await signedInAs('manager');
    renderOffice('/office/products');
    await user.click(await screen.findByRole('link', { name: 'Add product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add product' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Baobab Powder');
    await user.type(screen.getByRole('textbox', { name: /^Price \(KES\)/ }), '900');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'supplements');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subcategory/ }), 'immunity-energy');
    await user.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Baobab fruit powder.');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Dried baobab pulp, milled.');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added. Add its photos below.')).toBeInTheDocument();
    expect(shown.url).toBe('/office/products/baobab-powder');
    expect(service().bodies.find((entry) => entry.path === '/catalogue/products')?.body).toMatchObject({ name: 'Baobab Powder', price: 900, salePrice: null, stock: 0, hidden: false });
    expect(screen.getByText('This product has no photo yet.')).toBeInTheDocument();

    const input = screen.getByLabelText('Add a photo');
    await user.click(screen.getByRole('button', { name: 'Upload the photo' }));
    expect(await screen.findByText('Choose a photo first.')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'leaflet.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload the photo' }));
    expect(await screen.findByText('leaflet.pdf is not a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'baobab.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload the photo' }));
    expect(await screen.findByText('Photo added: it is the product’s photo 1.')).toBeInTheDocument();
    const photo = within(screen.getByRole('list', { name: 'Photos' })).getByRole('img', { name: 'Photo 1 of Baobab Powder' });
    expect(photo).toHaveAttribute('src', expect.stringMatching(/^\/api\/catalogue\/photos\/[a-f0-9]{32}-640\.webp$/));
    expect(service().catalogue.photos).toEqual([expect.objectContaining({ id: 'baobab-powder', contentType: 'image/png' })]);
  });

  it('previews an import (changes and problems, by line), applies only a clean one, and reads a chosen file', async () => {
    const user = userEvent.setup();
    await signedInAs('manager');
    renderOffice('/office/products');
    const { catalogue } = service();
    catalogue.preview = {
      changes: [{ id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'price', from: 1950, to: 2100 }],
      problems: [{ line: 3, id: 'moringa-leaf-powder', message: 'The stock cannot be negative (-3).' }],
    };
    const box = await screen.findByRole('textbox', { name: 'CSV to import' });
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    expect(await screen.findByText('Paste the CSV or choose its file first.')).toBeInTheDocument();
    await user.click(box);
    await user.paste('id,name,price,sale_price,stock,hidden\nginseng-coffee,Ginseng Coffee,2100,,180,false\nmoringa-leaf-powder,Moringa,950,,-3,false');
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('list', { name: 'Problems' })).toHaveTextContent('Line 3 (moringa-leaf-powder): The stock cannot be negative (-3).');
    expect(within(preview).getByRole('row', { name: 'Ginseng Coffee Price KES 1,950 KES 2,100' })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();

    catalogue.preview = {
      changes: [
        { id: 'ginseng-coffee', name: 'Ginseng Coffee', field: 'stock', from: 180, to: 20 },
        { id: 'rosehip-face-oil', name: 'Rosehip Face Oil', field: 'hidden', from: true, to: false },
      ],
      problems: [],
    };
    const file = 'id,name,price,sale_price,stock,hidden\r\nginseng-coffee,Ginseng Coffee,1950,1600,20,false\r\nrosehip-face-oil,Rosehip Face Oil,1500,,0,false\r\n';
    await user.upload(screen.getByLabelText('Or choose the CSV file'), new File([file], 'products.csv', { type: 'text/csv' }));
    // A text box shows its lines with LF; the file's text is what is previewed and applied.
    const text = file.replace(/\r\n/g, '\n');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CSV to import' })).toHaveValue(text));
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    const clean = await screen.findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(clean).getByRole('row', { name: 'Rosehip Face Oil Hidden hidden shown' })).toBeInTheDocument());
    await user.click(within(clean).getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('Applied 2 changes.')).toBeInTheDocument();
    expect(catalogue.csvs.map((entry) => entry.path)).toEqual(['/catalogue/import/preview', '/catalogue/import/preview', '/catalogue/import']);
    expect(catalogue.csvs.at(-1)?.csv).toBe(file);
  });

  it('tells staff the owner has not let them edit products; the owner sets the hold and lets them on Team', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const page = renderOffice('/office/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner or a manager may edit products, unless the owner lets staff do it (Team, settings).');
    page.unmount();

    await signedInAs('owner');
    renderOffice('/office/team');
    const settings = await screen.findByRole('region', { name: 'Products and stock' });
    const minutes = await within(settings).findByRole('textbox', { name: 'Hold minutes' });
    expect(minutes).toHaveValue('60');
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(within(settings).getByRole('button', { name: 'Save the product settings' }));
    expect(await within(settings).findByText('Type a whole number of minutes from 5 to 1440 (a day).')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(within(settings).getByRole('checkbox', { name: 'Staff may edit products' }));
    await user.click(within(settings).getByRole('button', { name: 'Save the product settings' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Saved: an unpaid M-Pesa order holds its stock for 30 minutes; staff may edit products.');
    expect(service().catalogue.settings).toEqual({ holdMinutes: 30, staffMayEdit: true });
  });
});
