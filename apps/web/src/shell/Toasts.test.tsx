import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts, useToastSlot } from './Toasts';
import { useToasts } from './useToasts';

function Page({ slotted }: { slotted: boolean }) {
  const slot = useToastSlot();
  const { enqueueSnackbar } = useToasts();
  return (
    <>
      {slotted && <div data-testid="slot" ref={slot} />}
      <button type="button" onClick={() => enqueueSnackbar('PDF downloaded.')}>
        Export
      </button>
    </>
  );
}

describe('toasts', () => {
  it('appear in the slot a page gives them, taking room there instead of floating', () => {
    render(
      <Toasts>
        <Page slotted />
      </Toasts>,
    );
    act(() => screen.getByRole('button', { name: 'Export' }).click());
    expect(screen.getByTestId('slot')).toHaveTextContent('PDF downloaded.');
  });

  it('float over the window where no page gives them a slot', () => {
    const { container } = render(
      <Toasts>
        <Page slotted={false} />
      </Toasts>,
    );
    act(() => screen.getByRole('button', { name: 'Export' }).click());
    expect(screen.getByText('PDF downloaded.')).toBeInTheDocument();
    expect(container).toHaveTextContent('PDF downloaded.');
  });
});
