import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GuidedTour, type TourProgress, TourButton, type TourStep } from './guided-tour';

const steps: TourStep[] = [
  { target: 'one', title: 'Bagian satu', text: 'Isi yang pertama.' },
  { target: 'absent', title: 'Bagian dua', text: 'Bagian ini tidak ada di halaman.' },
  { target: 'three', title: 'Bagian tiga', text: 'Yang terakhir.' },
];

function Page({ start = { state: false, currentStep: 0 } }: { start?: TourProgress }) {
  const [progress, setProgress] = useState(start);
  return (
    <>
      <TourButton
        label="Panduan contoh"
        onStart={() => setProgress({ state: true, currentStep: 0 })}
      />
      <div data-tour="one">satu</div>
      <div data-tour="three">tiga</div>
      <output data-testid="progress">{JSON.stringify(progress)}</output>
      <GuidedTour label="Panduan contoh" steps={steps} progress={progress} onChange={setProgress} />
    </>
  );
}

const progress = () =>
  JSON.parse(screen.getByTestId('progress').textContent ?? '{}') as TourProgress;

describe('GuidedTour', () => {
  it('shows nothing until started, then walks forward and back, step by step', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Panduan contoh' }));
    // The card's module loads when the tour first runs.
    const dialog = await screen.findByRole('dialog', { name: 'Panduan contoh' });
    expect(dialog.textContent).toContain('Langkah 1 dari 3');
    expect(dialog.textContent).toContain('Bagian satu');
    expect(screen.queryByRole('button', { name: 'Kembali' })).toBeNull();
    // The next button has the focus, so Enter walks on.
    expect(document.activeElement?.textContent).toBe('Lanjut');

    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    // A part that is not on the page still gets its card.
    expect(screen.getByRole('dialog').textContent).toContain('Bagian dua');
    expect(progress()).toEqual({ state: true, currentStep: 1 });
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(progress()).toEqual({ state: true, currentStep: 0 });

    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByRole('dialog').textContent).toContain('Langkah 3 dari 3');
    await user.click(screen.getByRole('button', { name: 'Selesai' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(progress()).toEqual({ state: false, currentStep: 0 });
  });

  it('resumes at the remembered step, and ends on Lewati or Esc', async () => {
    const user = userEvent.setup();
    render(<Page start={{ state: true, currentStep: 2 }} />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Bagian tiga');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(progress()).toEqual({ state: false, currentStep: 0 });

    await user.click(screen.getByRole('button', { name: 'Panduan contoh' }));
    await user.click(screen.getByRole('button', { name: 'Lewati' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab among its own buttons', async () => {
    const user = userEvent.setup();
    render(<Page start={{ state: true, currentStep: 1 }} />);
    await screen.findByRole('dialog');
    const names = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent);
    }
    expect(names).toEqual(['Lewati', 'Kembali', 'Lanjut', 'Lewati']);
  });
});
