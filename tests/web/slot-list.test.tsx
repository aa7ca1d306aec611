import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrialSlot } from '../../web/src/features/trial/api/get-trial-slots';
import { SlotList } from '../../web/src/features/trial/components/slot-list';
import { groupSlotsByDay, zoneLabel } from '../../web/src/features/trial/utils/slot-days';

const slot = (startsAt: string, teacherFirstName = 'Priya'): TrialSlot => ({
  startsAt,
  teacherId: `t-${teacherFirstName}`,
  teacherFirstName,
});

// 12:30 and 13:30 UTC on 24 November 2026: 23:30 and 00:30 in Sydney (AEDT, UTC+11), 07:30 and 08:30 in New York.
const acrossSydneyMidnight = [slot('2026-11-24T12:30:00Z'), slot('2026-11-24T13:30:00Z', 'Arjun')];

function days() {
  return screen.getAllByRole('group').map((group) => ({
    day: within(group).getByRole('heading').textContent,
    times: within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  }));
}

describe('offered times grouped by day in the visitor zone (requirements#trial-offer)', () => {
  it('splits two instants an hour apart into two days in Sydney, and names the zone', () => {
    render(<SlotList slots={acrossSydneyMidnight} timeZone="Australia/Sydney" locale="en-AU" onPick={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all times' })); // both are at night in Sydney
    expect(screen.getByText('Times in Australia/Sydney (AEDT)')).toBeTruthy();
    expect(days()).toEqual([
      { day: 'Tuesday 24 November', times: ['11:30 pm with Priya'] },
      { day: 'Wednesday 25 November', times: ['12:30 am with Arjun'] },
    ]);
  });

  it('keeps the same two instants on one day in New York', () => {
    render(<SlotList slots={acrossSydneyMidnight} timeZone="America/New_York" locale="en-US" onPick={() => {}} />);
    expect(screen.getByText('Times in America/New_York (EST)')).toBeTruthy();
    expect(days()).toEqual([{ day: 'Tuesday, November 24', times: ['7:30 AM with Priya', '8:30 AM with Arjun'] }]);
  });

  it('names both short zone names when the times straddle a DST change (London, 29 March 2026)', () => {
    const instants = ['2026-03-28T10:00:00Z', '2026-03-30T10:00:00Z'];
    expect(zoneLabel('Europe/London', instants, 'en-GB')).toBe('Europe/London (GMT / BST)');
    const grouped = groupSlotsByDay(
      instants.map((iso) => slot(iso)),
      'Europe/London',
      'en-GB',
    );
    expect(grouped.map((day) => [day.key, day.slots[0].time])).toEqual([
      ['2026-03-28', '10:00'],
      ['2026-03-30', '11:00'],
    ]);
  });

  it('shows three days at a time; "more" adds the next days and moves focus to the first new one', () => {
    const five = ['23', '24', '25', '26', '27'].map((day) => slot(`2026-11-${day}T04:00:00Z`));
    render(<SlotList slots={five} timeZone="Asia/Kolkata" locale="en-GB" onPick={() => {}} />);
    expect(days().map((day) => day.day)).toEqual([
      'Monday 23 November',
      'Tuesday 24 November',
      'Wednesday 25 November',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more days' }));
    expect(days()).toHaveLength(5);
    expect(document.activeElement?.textContent).toBe('Thursday 26 November');
    expect(screen.queryByRole('button', { name: 'Show more days' })).toBeNull();
  });

  it('hands the picked slot to onPick', () => {
    const onPick = vi.fn();
    render(<SlotList slots={acrossSydneyMidnight} timeZone="Australia/Sydney" locale="en-AU" onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all times' }));
    fireEvent.click(screen.getByRole('button', { name: '12:30 am with Arjun' }));
    expect(onPick).toHaveBeenCalledWith(acrossSydneyMidnight[1]);
  });

  it('offers daytime first: times from 22:00 to 07:00 in the visitor zone wait behind "Show all times"', () => {
    // 21:30, 22:00, 06:30 and 07:00 in Kolkata (UTC+05:30) on 24 and 25 November 2026
    const slots = [
      slot('2026-11-24T16:00:00Z', 'Priya'),
      slot('2026-11-24T16:30:00Z', 'Arjun'),
      slot('2026-11-25T01:00:00Z', 'Meera'),
      slot('2026-11-25T01:30:00Z', 'Ravi'),
    ];
    render(<SlotList slots={slots} timeZone="Asia/Kolkata" locale="en-GB" onPick={() => {}} />);
    expect(days()).toEqual([
      { day: 'Tuesday 24 November', times: ['21:30 with Priya'] },
      { day: 'Wednesday 25 November', times: ['7:00 with Ravi'] },
    ]);
    expect(screen.getByText(/2 times are at night in your time zone \(22:00 to 07:00\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all times' }));
    expect(days()).toEqual([
      { day: 'Tuesday 24 November', times: ['21:30 with Priya', '22:00 with Arjun'] },
      { day: 'Wednesday 25 November', times: ['6:30 with Meera', '7:00 with Ravi'] },
    ]);
    expect(screen.queryByRole('button', { name: 'Show all times' })).toBeNull();
  });
});
