/**
 * The popup's confirm view (seed 000 §2 step 6; seed 001 §2 "Appointment booking"): what is about
 * to be booked, the type's questions (required ones must be answered) and the payment choice, then
 * Book (access the customer has, or paid at the studio) or Pay (a purchase, through Checkout).
 * Back returns to the times with every choice kept.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AppointmentType } from '@studio/contract/appointments';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogActions } from '../../../shared/ui/dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { accessItemsQuery } from '../api/access-items.ts';
import type { ChosenSlot } from '../api/timeslots.ts';
import type { BookingAlert } from '../lib/booking-outcome.ts';
import { needsAccessItems, paymentChoices, paysFirst } from '../lib/payment-choices.ts';
import { BookingSummary } from './booking-summary.tsx';
import { PaymentChoiceList } from './payment-choice-list.tsx';
import { answersToSend, QuestionFields, unanswered } from './question-fields.tsx';
import { MembershipNotForSale, useBookFlow } from './use-book-flow.ts';

interface Props {
  userId: number;
  type: AppointmentType;
  slot: ChosenSlot;
  teacherName: string;
  branchName?: string;
  onBack: () => void;
  onAlert: (alert: BookingAlert) => void;
}

export function ConfirmStep({
  userId,
  type,
  slot,
  teacherName,
  branchName,
  onBack,
  onAlert,
}: Props) {
  const { t } = useTranslation('appointments');
  const withAccess = needsAccessItems(type);
  const access = useQuery({ ...accessItemsQuery(userId, type.id, slot.date), enabled: withAccess });
  const choices = paymentChoices(type, access.data ?? null);
  const [picked, setPicked] = useState<string | null>(null);
  const choice = choices.find((candidate) => candidate.key === picked) ?? choices[0];
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [pressed, setPressed] = useState(false);
  const flow = useBookFlow(userId, slot, onAlert);
  const questions = type.questions ?? [];

  function submit() {
    setPressed(true);
    if (!choice || unanswered(questions, answers).length) return;
    flow.mutate({ choice, answers: answersToSend(answers) });
  }

  const blocked = flow.error instanceof MembershipNotForSale ? flow.error.block : null;
  return (
    <div className="confirm-step">
      <BookingSummary type={type} slot={slot} teacherName={teacherName} branchName={branchName} />
      <QuestionFields
        questions={questions}
        answers={answers}
        onChange={setAnswers}
        showErrors={pressed}
      />
      {withAccess && access.isPending ? (
        <Spinner />
      ) : access.error ? (
        <RefusalMessage error={access.error} />
      ) : choices.length ? (
        <>
          <PaymentChoiceList
            choices={choices}
            selected={choice?.key ?? null}
            onSelect={setPicked}
          />
          {choice && paysFirst(choice) && <p className="slot-status">{t('buy_note')}</p>}
        </>
      ) : (
        <p>{t('no_payment_choices')}</p>
      )}
      {blocked ? (
        <p role="alert" className="field-error">
          {t(
            blocked === 'already_have_membership'
              ? 'already_have_membership'
              : 'membership_not_for_sale',
          )}
        </p>
      ) : (
        <RefusalMessage error={flow.error} />
      )}
      <DialogActions>
        <Button variant="secondary" onPress={onBack}>
          {t('back')}
        </Button>
        {choice && (
          <Button isPending={flow.isPending} onPress={submit}>
            {t(paysFirst(choice) ? 'pay' : 'book')}
          </Button>
        )}
      </DialogActions>
    </div>
  );
}
