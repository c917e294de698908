import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { faqOrder } from '../../../src/domain/faq';
import { emptyFaqDraft, faqDraftToInput, movedFaqOrder } from '../../../src/features/admin/faq/faq-draft';
import { withOverrides } from '../test-utils';
import { renderAdmin, signedInBackend } from './admin-test-utils';

const SCREEN = '/admin/faq';
const HOW_TO_BOOK = 'How do I book a yacht?';
const DEPOSIT = 'How much is the deposit, and when do I pay the rest?';
const CANCEL = 'Can I cancel or change the date?';

async function type(label: string | RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const questions = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const rowOf = (question: string) =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getByRole('heading', { name: question })
    .closest('li') as HTMLElement;

const stored = async (backend: Awaited<ReturnType<typeof signedInBackend>>) =>
  (await backend.faq.listAll()).sort(faqOrder);

describe('FAQ management', () => {
  it('shows the demo’s starter FAQ in order, published, with its languages', async () => {
    renderAdmin(await signedInBackend(), SCREEN);
    await screen.findByRole('list', { name: 'Questions' });
    expect(questions().slice(0, 3)).toEqual([HOW_TO_BOOK, DEPOSIT, CANCEL]);
    expect(questions()).toHaveLength(6);
    const first = rowOf(HOW_TO_BOOK);
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Arabic')).toBeInTheDocument();
    expect(within(first).getByText('Russian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/admin/faq');
  });

  it('adds a draft question with its Arabic, last in the list and hidden from visitors', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, SCREEN);
    await screen.findByRole('list', { name: 'Questions' });
    await type('Question', '  Can we bring a cake? ');
    await type('Answer', 'Yes: the crew keeps it cool until you cut it.');
    await type('Question in Arabic', 'هل يمكننا إحضار كعكة؟');
    await type('Answer in Arabic', 'نعم، يحفظها الطاقم باردة.');
    await userEvent.click(screen.getByLabelText(/^Published/));
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));

    expect(await screen.findByText('Question added.')).toBeInTheDocument();
    expect(questions().at(-1)).toBe('Can we bring a cake?');
    expect(within(rowOf('Can we bring a cake?')).getByText('Draft')).toBeInTheDocument();
    const added = (await stored(backend)).at(-1);
    expect(added).toMatchObject({
      position: 6,
      question: 'Can we bring a cake?',
      answer: 'Yes: the crew keeps it cool until you cut it.',
      published: false,
      translations: { ar: { question: 'هل يمكننا إحضار كعكة؟', answer: 'نعم، يحفظها الطاقم باردة.' } },
    });
    expect((await backend.faq.list()).map((entry) => entry.id)).not.toContain(added?.id);
    // A fresh form for the next one.
    expect(screen.getByLabelText('Question')).toHaveValue('');
  });

  it('says what is missing, and a language with only its question, and saves nothing', async () => {
    const backend = await signedInBackend();
    const add = vi.spyOn(backend.faq, 'add');
    renderAdmin(backend, SCREEN);
    await screen.findByRole('list', { name: 'Questions' });
    await type('Question in Russian', 'Можно ли с собакой?');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));

    expect(screen.getByText('Enter the question.')).toBeInTheDocument();
    expect(screen.getByText('Enter the answer.')).toBeInTheDocument();
    const russian = screen.getByRole('group', { name: 'In Russian (optional)' });
    const half = 'Write both the question and the answer in Russian, or neither.';
    expect(within(russian).getByText(half)).toBeInTheDocument();
    expect(screen.getByLabelText('Question in Russian')).toHaveValue('Можно ли с собакой?');
    // The message follows the change.
    await type('Answer in Russian', 'Да, небольшую.');
    expect(screen.queryByText(half)).not.toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('edits a question: its answer, and unpublishing it makes it a draft', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, SCREEN);
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${CANCEL}”` }));
    expect(screen.getByRole('heading', { name: 'Edit the question' })).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveFocus();
    expect(screen.getByLabelText('Question in Russian')).toHaveValue(
      'Можно ли отменить бронь или перенести дату?',
    );
    await userEvent.clear(screen.getByLabelText('Answer'));
    await type('Answer', 'Yes, up to 48 hours before.');
    await userEvent.click(screen.getByLabelText(/^Published/));
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));

    expect(await screen.findByText('Question saved.')).toBeInTheDocument();
    expect(within(rowOf(CANCEL)).getByText('Draft')).toBeInTheDocument();
    const saved = (await stored(backend)).find((entry) => entry.id === 'cancellation');
    expect(saved).toMatchObject({ position: 2, answer: 'Yes, up to 48 hours before.', published: false });
    expect(saved?.translations?.ru?.question).toBe('Можно ли отменить бронь или перенести дату?');
    expect(screen.getByRole('heading', { name: 'New question' })).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails and shows the backend’s reason', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        faq: { add: () => Promise.reject(new BackendError('invalid-argument', 'Enter the answer.')) },
      }),
      SCREEN,
    );
    await screen.findByRole('list', { name: 'Questions' });
    await type('Question', 'Is there Wi-Fi?');
    await type('Answer', 'On most yachts.');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the question. Please try again. Enter the answer.',
    );
    expect(screen.getByLabelText('Question')).toHaveValue('Is there Wi-Fi?');
    expect(screen.getByLabelText('Answer')).toHaveValue('On most yachts.');
    expect(questions()).not.toContain('Is there Wi-Fi?');
  });

  it('moves a question up and down, never past either end', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, SCREEN);
    await screen.findByRole('list', { name: 'Questions' });
    expect(screen.getByRole('button', { name: `Move “${HOW_TO_BOOK}” up` })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: `Move “${CANCEL}” up` }));
    await vi.waitFor(() => expect(questions().slice(0, 3)).toEqual([HOW_TO_BOOK, CANCEL, DEPOSIT]));
    expect((await stored(backend)).slice(0, 3).map((entry) => entry.id)).toEqual([
      'how-to-book',
      'cancellation',
      'deposit-and-balance',
    ]);
    await userEvent.click(screen.getByRole('button', { name: `Move “${HOW_TO_BOOK}” down` }));
    await vi.waitFor(() => expect(questions().slice(0, 2)).toEqual([CANCEL, HOW_TO_BOOK]));
    const last = questions().at(-1) as string;
    expect(screen.getByRole('button', { name: `Move “${last}” down` })).toBeDisabled();
  });

  it('says when moving fails and keeps the order', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, { faq: { reorder: () => Promise.reject(new Error('offline')) } }),
      SCREEN,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Move “${CANCEL}” up` }));
    expect(await screen.findByText('Could not change the order. Please try again.')).toBeInTheDocument();
    expect(questions().slice(0, 3)).toEqual([HOW_TO_BOOK, DEPOSIT, CANCEL]);
  });

  it('deletes a question after confirmation', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, SCREEN);
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${DEPOSIT}”` }));
    const dialog = screen.getByRole('dialog', { name: `Delete “${DEPOSIT}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(questions()).not.toContain(DEPOSIT);
    expect((await stored(backend)).map((entry) => entry.id)).not.toContain('deposit-and-balance');
  });
});

describe('FAQ drafts', () => {
  it('saves trimmed texts; an untouched language is left out, a half-written one kept for the check', () => {
    expect(
      faqDraftToInput(
        {
          ...emptyFaqDraft,
          question: ' Q? ',
          answer: ' A. ',
          translations: { ar: { question: '  ', answer: '' }, ru: { question: ' В? ', answer: '' } },
        },
        3,
      ),
    ).toEqual({
      position: 3,
      question: 'Q?',
      answer: 'A.',
      published: true,
      translations: { ru: { question: 'В?', answer: '' } },
    });
  });

  it('moves an id one place, never out of the list', () => {
    const entries = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(movedFaqOrder(entries, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedFaqOrder(entries, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedFaqOrder(entries, 0, -1)).toBeNull();
    expect(movedFaqOrder(entries, 2, 1)).toBeNull();
  });
});
