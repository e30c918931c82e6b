import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderFeature } from '../../test/renderFeature';
import { DatePicker, DateTimePicker, TimePicker, dateFieldLocale } from './DatePicker';

function Harness({ kind, initial = '', onChange }: { kind: 'date' | 'dateTime' | 'time'; initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const props = {
    label: 'Valid from',
    value,
    onChange: (next: string) => {
      setValue(next);
      onChange(next);
    },
    testId: 'field',
  };
  if (kind === 'time') return <TimePicker {...props} />;
  return kind === 'date' ? <DatePicker {...props} /> : <DateTimePicker {...props} />;
}

function segments(): HTMLElement[] {
  return within(screen.getByTestId('field')).getAllByRole('spinbutton');
}

describe('DatePicker', () => {
  it('shows dates as dd.MM.yyyy in every language', () => {
    expect(dateFieldLocale('pl')).toBe('pl-PL');
    expect(dateFieldLocale('en')).toBe('en-CH');
    expect(dateFieldLocale('ru')).toBe('ru-RU');
    renderFeature(<Harness kind="date" initial="2026-11-05" onChange={jest.fn()} />, { language: 'en' });
    expect(segments().map((segment) => segment.textContent)).toEqual(['05', '11', '2026']);
    expect(within(screen.getByTestId('field')).getByText('Valid from')).toBeInTheDocument();
  });

  it('is typed segment by segment with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderFeature(<Harness kind="date" onChange={onChange} />, { language: 'pl' });
    await user.click(segments()[0]!);
    await user.keyboard('24122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2027-12-24');
  });

  it('types a date and time in local time and gives the moment', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderFeature(<Harness kind="dateTime" onChange={onChange} />, { language: 'ru' });
    expect(segments()).toHaveLength(5);
    await user.click(segments()[0]!);
    await user.keyboard('241220260930');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 24, 9, 30).toISOString());
  });

  it('opens a calendar from its button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderFeature(<Harness kind="date" initial="2026-11-05" onChange={onChange} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: /Choose Valid from from a calendar/ }));
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByRole('button', { name: /20 November 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  });

  it('types a time of day on the 24-hour clock', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderFeature(<Harness kind="time" initial="07:05" onChange={onChange} />, { language: 'en' });
    expect(segments().map((segment) => segment.textContent)).toEqual(['07', '05']);
    await user.click(segments()[0]!);
    await user.keyboard('1830');
    expect(onChange).toHaveBeenLastCalledWith('18:30');
  });

  it('shows its message and marks itself invalid', () => {
    renderFeature(<DatePicker label="Valid to" value="" onChange={jest.fn()} error="This field is required" testId="field" />, { language: 'en' });
    expect(within(screen.getByTestId('field')).getByText('This field is required')).toBeInTheDocument();
    expect(within(screen.getByTestId('field')).getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });
});
