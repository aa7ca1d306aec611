/**
 * One family's invoice from its charges (docs/requirements.md#invoices): the charge lines, then the discounts the
 * settings give, then tax on what is left. Pure: the same charges and settings always make the same invoice, to the
 * minor unit. Discounts are on charges before any discount, so each can be checked on its own:
 * - second course: each course of a student but the one with the largest charges, `multiCourseBp` off it;
 * - sibling: each student of the family but the one with the largest charges, `siblingBp` off them.
 */
import type { BillingSettings } from './billing-settings';
import { formatRate, share } from './money';

export interface ChargeLine {
  /** BLOCK buys lessons ahead (blockLessons of them); FROM_BLOCK is a lesson drawn from them, at no charge. */
  kind: 'LESSON' | 'MONTHLY' | 'BLOCK' | 'FROM_BLOCK';
  description: string;
  studentId: string;
  studentName: string;
  course: string;
  teacherId: string | null;
  lessonId: string | null;
  serviceOn: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  billingKey: string;
  blockLessons?: number | null;
}

export interface DiscountLine {
  kind: 'DISCOUNT';
  description: string;
  studentId: string;
  course: string | null;
  serviceOn: string;
  amount: number;
}

export interface InvoiceFigures {
  charges: ChargeLine[];
  discounts: DiscountLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const courseName = (course: string) => course.charAt(0).toUpperCase() + course.slice(1);

/** Largest first, then by name: the one that keeps its full price is the same on every run. */
function byCharges<T extends { total: number; name: string }>(items: T[]): T[] {
  return items.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

export function invoiceFigures(
  charges: ChargeLine[],
  settings: Pick<BillingSettings, 'siblingBp' | 'multiCourseBp' | 'taxBp'>,
  lastDay: string,
): InvoiceFigures {
  const students = new Map<string, { name: string; total: number; courses: Map<string, number> }>();
  for (const line of charges) {
    const student = students.get(line.studentId) ?? { name: line.studentName, total: 0, courses: new Map() };
    student.total += line.amount;
    student.courses.set(line.course, (student.courses.get(line.course) ?? 0) + line.amount);
    students.set(line.studentId, student);
  }
  const discounts: DiscountLine[] = [];
  const ranked = byCharges([...students].map(([id, s]) => ({ id, ...s })));
  for (const student of ranked) {
    if (settings.multiCourseBp <= 0) break;
    const courses = byCharges([...student.courses].map(([name, total]) => ({ name, total })));
    for (const course of courses.slice(1)) {
      const amount = share(course.total, settings.multiCourseBp);
      if (amount > 0)
        discounts.push({
          kind: 'DISCOUNT',
          description: `Second course discount ${formatRate(settings.multiCourseBp)}: ${courseName(course.name)} (${student.name})`,
          studentId: student.id,
          course: course.name,
          serviceOn: lastDay,
          amount,
        });
    }
  }
  for (const student of ranked.slice(1)) {
    if (settings.siblingBp <= 0) break;
    const amount = share(student.total, settings.siblingBp);
    if (amount > 0)
      discounts.push({
        kind: 'DISCOUNT',
        description: `Sibling discount ${formatRate(settings.siblingBp)} (${student.name})`,
        studentId: student.id,
        course: null,
        serviceOn: lastDay,
        amount,
      });
  }
  const subtotal = charges.reduce((sum, line) => sum + line.amount, 0);
  const discount = Math.min(
    subtotal,
    discounts.reduce((sum, line) => sum + line.amount, 0),
  );
  const tax = share(subtotal - discount, settings.taxBp);
  return { charges, discounts, subtotal, discount, tax, total: subtotal - discount + tax };
}

export { courseName };
