import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, graphQLError, pushLock, settle, versionMismatch } from '../../shared/resource/test-utils';
import { clearToasts } from '../../test/renderFeature';
import { ArchiveStoreMutation, CreateStoreMutation, RestoreStoreMutation, UpdateStoreMutation } from './operations';
import { aShop, DISCOUNTERS, EWA, NORTH, recordAnswers, renderShopDialog, SOUTH, SUPERMARKETS } from './test-utils';

const lidl = aShop({ id: 'b0000000-0000-4000-8000-000000000001', name: 'Lidl', groupIds: [NORTH.id], editorIds: [EWA.id], editors: ['ewa'], version: 4 });
const EDIT = lidl.id;

function dialog() {
  return within(screen.getByTestId('record-panel'));
}

afterEach(() => {
  clearToasts();
});

describe('new shop', () => {
  it('checks the domain rules, then sends createStore with the form values and keeps the new shop open', async () => {
    const created = aShop({ id: 'b0000000-0000-4000-8000-000000000009', name: 'Kaufland', categoryId: DISCOUNTERS.id, category: DISCOUNTERS, groupIds: [SOUTH.id], editorIds: [EWA.id], editors: ['ewa'], storeAtFirst: true, updatedBy: 'tester' });
    const create = answers(CreateStoreMutation, undefined, { data: { record: created } });
    renderShopDialog(null, { mocks: [create.mock, recordAnswers(created).mock] });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'New shop' })).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    expect(dialog().getByLabelText('Category')).toHaveAccessibleDescription('This field is required');
    await user.type(dialog().getByLabelText('Web ID'), 'Kaufland PL');
    expect(dialog().getByLabelText('Web ID')).toHaveAccessibleDescription("Only lowercase letters, digits and '-'");
    expect(create.calls).not.toHaveBeenCalled();

    await user.type(dialog().getByLabelText('Name'), 'Kaufland');
    await user.clear(dialog().getByLabelText('Web ID'));
    await user.type(dialog().getByLabelText('Web ID'), 'kaufland');
    await user.selectOptions(await dialog().findByLabelText('Category'), 'Discounters');
    await user.click(within(dialog().getByTestId('shop-groups')).getByRole('checkbox', { name: 'South' }));
    const editors = await dialog().findByTestId('shop-editors');
    expect(within(editors).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['ewa', 'adam (disabled)']);
    await user.click(within(editors).getByRole('checkbox', { name: 'ewa' }));
    const first = dialog().getByRole('checkbox', { name: 'Shop first' });
    expect(first).toHaveAccessibleDescription('The apps put the shop at the top of the shops list.');
    await user.click(first);
    expect(dialog().getByText('The logo (PNG or JPEG) can be added once the shop is saved.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toEqual({
      input: {
        name: 'Kaufland',
        storeWebId: 'kaufland',
        categoryId: DISCOUNTERS.id,
        groupIds: [SOUTH.id],
        editorIds: [EWA.id],
        forceFavorites: false,
        showAnyway: false,
        storeAtFirst: true,
        addAsReelsChannel: false,
      },
      clientMutationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(await screen.findByText('Created: Kaufland')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Kaufland' })).toBeInTheDocument();
    expect(await dialog().findByLabelText('Logo')).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  it('shows a duplicate name under the name field, in Polish', async () => {
    const create = answers(
      CreateStoreMutation,
      undefined,
      graphQLError('CONFLICT', {
        reason: 'DUPLICATE_NAME',
        invalidFields: [{ field: 'name', key: 'validation.duplicateName', message: 'A shop with this name already exists' }],
      }),
    );
    renderShopDialog(null, { mocks: [create.mock], language: 'pl' });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Nowy sklep' })).toBeInTheDocument();

    await user.type(dialog().getByLabelText('Nazwa'), 'Lidl');
    await user.type(dialog().getByLabelText('Identyfikator web'), 'lidl-2');
    await user.selectOptions(await dialog().findByLabelText('Kategoria'), 'Supermarkets');
    await user.click(dialog().getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(await dialog().findByLabelText('Nazwa')).toHaveAccessibleDescription('Ta nazwa jest już używana');
    expect(dialog().getByRole('checkbox', { name: 'Sklep na początku' })).toHaveAccessibleDescription('Aplikacje umieszczają sklep na początku listy sklepów.');
    // A changed name clears the server's refusal.
    await user.type(dialog().getByLabelText('Nazwa'), ' Polska');
    expect(dialog().getByLabelText('Nazwa')).not.toHaveAccessibleDescription();
  });
});

describe('shop edit', () => {
  it('is read-only with the banner while someone else edits the shop', async () => {
    const view = renderShopDialog(EDIT, { mocks: [recordAnswers(lidl).mock], roles: ['EDITOR'] });
    const name = await screen.findByLabelText('Name');
    await settle();
    pushLock(view.subscriptions, 'stores', lidl.id, { holder: 'anna' });

    expect(await screen.findByTestId('lock-banner')).toHaveTextContent('anna is editing');
    expect(name).toHaveAttribute('readonly');
    expect(dialog().getByLabelText('Web ID')).toHaveAttribute('readonly');
    expect(dialog().getByLabelText('Category')).toBeDisabled();
    expect(within(await dialog().findByTestId('shop-groups')).getByRole('checkbox', { name: 'North' })).toBeDisabled();
    expect(dialog().getByRole('checkbox', { name: 'Always a favourite' })).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(dialog().getByLabelText('Logo')).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Take over' })).toBeInTheDocument();
  });

  it('lets an editor change an assigned shop without its editors, and offers no archive', async () => {
    const update = answers(UpdateStoreMutation, undefined, { data: { record: { ...lidl, showAnyway: true, version: 5 } } });
    renderShopDialog(EDIT, { mocks: [recordAnswers(lidl).mock, update.mock], roles: ['EDITOR'] });
    const user = userEvent.setup();
    await screen.findByLabelText('Name');

    expect(dialog().getByTestId('shop-editors-read-only')).toHaveTextContent('ewa');
    expect(dialog().getByText('Only administrators assign editors to a shop.')).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Archive shop' })).not.toBeInTheDocument();
    await user.click(dialog().getByRole('checkbox', { name: 'Show anyway' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls.mock.calls[0]?.[0]).toMatchObject({ id: lidl.id, version: 4 });
    expect(update.calls.mock.calls[0]?.[0]?.input).toEqual({
      name: 'Lidl',
      storeWebId: 'lidl',
      categoryId: SUPERMARKETS.id,
      groupIds: [NORTH.id],
      forceFavorites: false,
      showAnyway: true,
      storeAtFirst: false,
      addAsReelsChannel: false,
    });
    expect(await screen.findByText('Saved: Lidl')).toBeInTheDocument();
  });

  it('opens the conflict dialog when someone saved the shop meanwhile', async () => {
    const theirs = { ...lidl, name: 'Lidl Polska', version: 5, updatedBy: 'anna' };
    const update = answers(UpdateStoreMutation, undefined, versionMismatch(5));
    renderShopDialog(EDIT, { mocks: [recordAnswers(lidl, theirs).mock, update.mock] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Reels channel' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByTestId('conflict-dialog');
    expect(await within(conflict).findByTestId('conflict-field-name')).toHaveTextContent('Lidl Polska');
    expect(within(conflict).getByTestId('conflict-field-addAsReelsChannel')).toBeInTheDocument();
  });

  it('archives the shop after a confirmation naming what happens to its leaflets, with its version', async () => {
    const archived = { ...lidl, version: 5, archivedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'tester' };
    const archive = answers(ArchiveStoreMutation, undefined, { data: { record: archived } });
    const restore = answers(RestoreStoreMutation, undefined, { data: { record: { ...lidl, version: 6 } } });
    renderShopDialog(EDIT, { mocks: [recordAnswers(lidl).mock, archive.mock, restore.mock] });
    const user = userEvent.setup();

    await user.click(await dialog().findByRole('button', { name: 'Archive shop' }));
    const confirm = await screen.findByTestId('archive-shop-dialog');
    expect(confirm).toHaveTextContent('Lidl will be archived. Its leaflets leave the dashboard and the XML feed until the shop is restored.');
    expect(archive.calls).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Archive shop' }));

    await waitFor(() => expect(archive.calls).toHaveBeenCalledTimes(1));
    expect(archive.calls.mock.calls[0]?.[0]).toEqual({ id: lidl.id, version: 4, clientMutationId: expect.any(String) as unknown });
    expect(await screen.findByText('Archived: Lidl')).toBeInTheDocument();
    expect(await dialog().findByText(/Restore it to edit it/)).toBeInTheDocument();
    expect(dialog().getByLabelText('Name')).toHaveAttribute('readonly');

    await user.click(dialog().getByRole('button', { name: 'Restore shop' }));
    await user.click(within(await screen.findByTestId('restore-shop-dialog')).getByRole('button', { name: 'Restore shop' }));
    await waitFor(() => expect(restore.calls).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Restored: Lidl')).toBeInTheDocument();
  });
});
