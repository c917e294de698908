import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { backendMessage } from '../../../src/features/admin/backend-message';
import CheckedField from '../../../src/features/admin/checked-field';
import FormAlert from '../../../src/features/admin/forms/form-alert';
import {
  useAdminForm,
  type AdminFormOptions,
  type FieldMessages,
} from '../../../src/features/admin/forms/use-admin-form';
import { deferred } from './admin-test-utils';

interface TripDraft {
  name: string;
  from: string;
  to: string;
  photos: string[];
}

const empty: TripDraft = { name: '', from: '9', to: '17', photos: [] };

/** One check for the whole draft, with a rule between two fields (as the block and settings forms have). */
function checkTrip(draft: TripDraft): FieldMessages {
  const errors: FieldMessages = {};
  if (draft.name.trim() === '') errors.name = 'Enter a name.';
  if (Number(draft.to) <= Number(draft.from)) errors.to = 'The end must be after the start.';
  return errors;
}

type Options = Partial<AdminFormOptions<TripDraft, FieldMessages>>;

/** A small form as the admin's are built: checked fields, the alert above them, a save button. */
function TripForm(props: Options & { save: (draft: TripDraft) => Promise<unknown> }) {
  const form = useAdminForm<TripDraft, FieldMessages>({
    initial: empty,
    check: checkTrip,
    messages: {
      failure: (error) => backendMessage(error, 'Could not save the trip.'),
      log: 'Saving failed.',
    },
    ...props,
  });
  const field = (name: 'name' | 'from' | 'to', label: string) => (
    <CheckedField id={`trip-${name}`} label={label} error={form.errors[name]}>
      {(control) => <Form.Control {...control} {...form.text(name)} />}
    </CheckedField>
  );
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Trip">
      <FormAlert alert={form.alert} onDismiss={form.dismissAlert} />
      {field('name', 'Name')}
      {field('from', 'From (hour)')}
      {field('to', 'To (hour)')}
      <p>Photos: {form.draft.photos.join(', ') || 'none'}</p>
      <Button variant="secondary" onClick={() => form.change({ photos: ['a.png', 'b.png'] })}>
        Add photos
      </Button>
      <Button type="submit" disabled={form.saving}>
        {form.saving ? 'Saving...' : 'Save trip'}
      </Button>
    </Form>
  );
}

async function retype(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
}

const saveButton = () => screen.getByRole('button', { name: /^(Save trip|Saving\.\.\.)$/ });

describe('the admin form pattern', () => {
  it('shows no message before the first submit, then every problem by its field, saving nothing', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<TripForm save={save} />);
    await retype('To (hour)', '8');
    expect(screen.getByLabelText('To (hour)')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();

    await userEvent.click(saveButton());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Name')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('To (hour)')).toHaveAccessibleDescription(
      'The end must be after the start.',
    );
    expect(screen.getByLabelText('To (hour)')).toHaveValue('8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('follows each change once shown, a rule between two fields included', async () => {
    render(<TripForm save={() => Promise.resolve()} />);
    await retype('To (hour)', '8');
    await userEvent.click(saveButton());
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    // Moving the start, not the end, puts the end after it: its message goes at once.
    await retype('From (hour)', '7');
    expect(screen.getByLabelText('To (hour)')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('To (hour)')).not.toHaveClass('is-invalid');
  });

  it('says what the form is given to say when the check stops a submit', async () => {
    render(
      <TripForm save={() => Promise.resolve()} messages={messages({ invalid: () => 'Fix the fields.' })} />,
    );
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
  });

  it('is "Saving..." and disabled while the save runs, then says so and is ready again', async () => {
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    const onSaved = vi.fn();
    render(<TripForm save={save} onSaved={onSaved} messages={messages({ success: 'Trip saved.' })} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    await userEvent.click(saveButton());
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...empty, name: 'Sunset' });

    pending.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Trip saved.');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveTextContent('Save trip');
    expect(onSaved).toHaveBeenCalledWith({ ...empty, name: 'Sunset' });
    expect(screen.getByLabelText('Name')).toHaveValue('Sunset');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed save’s message, keeps every field as typed, and saves on the next try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failure: Error | null = new BackendError('invalid-argument', 'The name is taken.');
    const save = vi.fn(() => (failure ? Promise.reject(failure) : Promise.resolve()));
    const onSaved = vi.fn();
    render(<TripForm save={save} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    await retype('To (hour)', '20');
    await userEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the trip. The name is taken.');
    expect(warn).toHaveBeenCalledWith('Saving failed.', failure);
    expect(screen.getByLabelText('Name')).toHaveValue('Sunset');
    expect(screen.getByLabelText('To (hour)')).toHaveValue('20');
    expect(saveButton()).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();

    failure = new Error('offline');
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Could not save the trip\.$/));

    failure = null;
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a failed save’s message up when the check then stops a submit, the field saying why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<TripForm save={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the trip.');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(saveButton());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the trip.');
  });

  it('undoes what a failed save left behind: the draft loses it and the message says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recover = vi.fn(() =>
      Promise.resolve({
        note: 'The photos uploaded for it were removed.',
        change: (draft: TripDraft) => ({
          ...draft,
          photos: draft.photos.filter((photo) => photo !== 'b.png'),
        }),
      }),
    );
    render(<TripForm save={() => Promise.reject(new Error('offline'))} recover={recover} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    await userEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    await userEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the trip. The photos uploaded for it were removed.',
    );
    expect(screen.getByText('Photos: a.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sunset');
  });

  it('starts again from the first draft after a save when told to, its messages hidden', async () => {
    render(<TripForm save={() => Promise.resolve()} startOver />);
    await userEvent.click(saveButton());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset');
    await retype('From (hour)', '10');
    await userEvent.click(saveButton());

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('From (hour)')).toHaveValue('9');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });
});

function messages(extra: Partial<AdminFormOptions<TripDraft, FieldMessages>['messages']>) {
  return { failure: 'Could not save the trip.', log: 'Saving failed.', ...extra };
}
