import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormShell from '../../../src/features/admin/forms/form-shell';
import TextField from '../../../src/features/admin/forms/text-field';
import { useAdminForm } from '../../../src/features/admin/forms/use-admin-form';
import { adminStrings } from '../../../src/features/admin/strings';

/** A form in the shell, with a link to another screen and one to a part of this one. */
function NoteForm({ save }: { save: () => Promise<void> }) {
  const form = useAdminForm({
    initial: { note: 'Hello' },
    check: () => ({}),
    save,
    messages: { failure: 'Could not save the note.', log: 'Saving failed.' },
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="#note-form-title">To the form</a>
      <FormShell name="note" title="A note" form={form} submitLabel="Save note">
        <TextField id="note" label="Your note" {...form.field('note')} />
      </FormShell>
    </>
  );
}

function renderForm(save = () => Promise.resolve()) {
  render(
    <MemoryRouter initialEntries={['/note']}>
      <Routes>
        <Route path="/note" element={<NoteForm save={save} />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const leaveAsked = () => new Event('beforeunload', { cancelable: true });

describe('FormShell: leaving with unsaved edits', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves at once while nothing is edited, and the tab closes without a question', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm();
    const unload = leaveAsked();
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before following a link with unsaved edits, and stays when the answer is no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm();
    await userEvent.type(screen.getByLabelText('Your note'), ' there');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(adminStrings.unsavedChanges);
    expect(screen.getByLabelText('Your note')).toHaveValue('Hello there');
    expect(screen.queryByRole('heading', { name: 'Elsewhere' })).not.toBeInTheDocument();
    // A link to a part of the same screen leaves nothing.
    confirm.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'To the form' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves when the answer is yes', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderForm();
    await userEvent.type(screen.getByLabelText('Your note'), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks the browser before the tab closes with unsaved edits, and no longer once they are saved', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm();
    await userEvent.type(screen.getByLabelText('Your note'), '!');
    const unsaved = leaveAsked();
    window.dispatchEvent(unsaved);
    expect(unsaved.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await screen.findByRole('button', { name: 'Save note' });
    const saved = leaveAsked();
    window.dispatchEvent(saved);
    expect(saved.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps asking after a failed save: the edits are still unsaved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderForm(() => Promise.reject(new Error('offline')));
    await userEvent.type(screen.getByLabelText('Your note'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the note.');
    const unload = leaveAsked();
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
