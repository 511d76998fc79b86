import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  DETAILED_DESCRIPTION_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_SUMMARY_MAX_LENGTH,
} from '../../../../common/schemas/report.ts';
import { useToast } from '../../../lib/toast.tsx';
import { summarizeDescription } from '../api/summarize.ts';
import type { DraftStepProps } from '../model/report-draft.ts';
import { BusyIcon } from '../../../lib/spinner.tsx';

/** Step 2: the summary, which can be generated, and the detailed description, both required. */
export function DescriptionStep({ draft, update }: DraftStepProps) {
  const id = useId();
  const { showToast } = useToast();
  const [generating, setGenerating] = useState(false);

  const generate = async () => {
    const description = draft.detailedDescription.trim();
    if (!description) {
      showToast({ title: 'Description Missing', message: REPORT_MESSAGES.descriptionForSummary });
      return;
    }
    setGenerating(true);
    try {
      const summary = await summarizeDescription(description);
      update({ summary: summary.slice(0, REPORT_SUMMARY_MAX_LENGTH), summarised: true });
    } catch {
      update({ summary: '' });
      showToast({ title: 'Summary Error', message: 'Could not generate a summary at this time.' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <>
      <Form.Group className="mb-4" controlId={`${id}-summary`}>
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-2">
          <Form.Label className="mb-0">Summary</Form.Label>
          <Button
            variant="outline-primary"
            size="sm"
            disabled={generating || draft.summarised}
            onClick={() => void generate()}
            aria-describedby={`${id}-summary-help`}
          >
            <BusyIcon busy={generating} icon="bi-stars" />
            {generating ? 'Generating...' : 'Generate summary'}
          </Button>
        </div>
        <Form.Control
          type="text"
          required
          maxLength={REPORT_SUMMARY_MAX_LENGTH}
          value={draft.summary}
          aria-describedby={`${id}-summary-help`}
          // Emptied by hand, the summary may be generated again.
          onChange={(event) =>
            update({ summary: event.target.value, ...(event.target.value ? {} : { summarised: false }) })
          }
        />
        <Form.Text id={`${id}-summary-help`}>
          One line saying what you saw. Write it yourself, or write the detailed description below and generate it.
        </Form.Text>
      </Form.Group>

      <Form.Group controlId={`${id}-description`}>
        <Form.Label>Detailed Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={8}
          required
          maxLength={DETAILED_DESCRIPTION_MAX_LENGTH}
          value={draft.detailedDescription}
          aria-describedby={`${id}-description-help`}
          onChange={(event) => update({ detailedDescription: event.target.value })}
        />
        <Form.Text id={`${id}-description-help`}>
          What did you see and hear, how did it move, and how did it end? {draft.detailedDescription.length} of{' '}
          {DETAILED_DESCRIPTION_MAX_LENGTH} characters.
        </Form.Text>
      </Form.Group>
    </>
  );
}
