import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RECIPE_STEPS_MAX } from '@flyerdesk/domain/recipes';
import { getIn, useField, useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordFieldset, useShownError } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { RecipeImageField } from './RecipeImageField';
import { newStep, type RecipeValues, type StepValues } from './recipesResource';

/** What to focus once the steps have re-rendered: a step's name (a new step) or handle (after a removal), or the add button. */
type PendingFocus = { key: string; part: 'name' | 'handle' } | { key: null; part: 'add' };

/**
 * The recipe's steps in their order: each with a name, a description, an optional extra description and
 * picture. Steps are added, removed and moved by drag and drop — with the pointer, or with the keyboard
 * on a step's handle (Space lifts it, the arrow keys move it, Space drops it, Escape cancels); every move
 * is announced to screen readers. Read-only forms show the steps without the controls.
 */
export function StepsEditor() {
  const { t } = useTranslation('recipes');
  const readOnly = useRecordFormReadOnly();
  const { values, setFieldValue } = useFormikContext<RecipeValues>();
  const steps = values.steps;
  const stepsError = useShownError('steps');
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const pending = useRef<PendingFocus | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const ids = useMemo(() => steps.map((step) => step.key), [steps]);
  const indexOf = useCallback((id: UniqueIdentifier) => ids.indexOf(String(id)), [ids]);
  const nameAt = useCallback((index: number) => steps[index]?.name.trim() || t('steps.untitled'), [steps, t]);
  const nameOf = useCallback((id: UniqueIdentifier) => nameAt(indexOf(id)), [nameAt, indexOf]);

  const announcements = useMemo<Announcements>(() => {
    const total = steps.length;
    return {
      onDragStart: ({ active }) => t('drag.pickedUp', { name: nameOf(active.id), position: indexOf(active.id) + 1, total }),
      onDragOver: ({ active, over }) =>
        over ? t('drag.over', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('drag.outside', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { name: nameOf(active.id), position: indexOf(over.id) + 1, total })
          : t('drag.cancelled', { name: nameOf(active.id), position: indexOf(active.id) + 1 }),
      onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id), position: indexOf(active.id) + 1 }),
    };
  }, [steps.length, t, nameOf, indexOf]);

  // While a step is lifted, Escape cancels the move only: the dialog around the form stays open.
  useEffect(() => {
    if (!dragging) return undefined;
    const keepDialog = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    window.addEventListener('keydown', keepDialog, { capture: true });
    return () => window.removeEventListener('keydown', keepDialog, { capture: true });
  }, [dragging]);

  // After a step was added or removed, focus goes where the person expects to continue.
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target.part === 'add') addButton.current?.focus();
    else elements.current.get(`${target.part}:${target.key}`)?.focus();
  }, [steps]);

  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || over.id === active.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    void setFieldValue('steps', arrayMove(steps, from, to));
  };

  const add = () => {
    const step = newStep();
    void setFieldValue('steps', [...steps, step]);
    pending.current = { key: step.key, part: 'name' };
  };

  const remove = (index: number) => {
    const next = steps.filter((_step, at) => at !== index);
    void setFieldValue('steps', next);
    const neighbour = next[Math.min(index, next.length - 1)];
    pending.current = neighbour ? { key: neighbour.key, part: 'handle' } : { key: null, part: 'add' };
  };

  return (
    <RecordFieldset legend={t('steps.legend')} error={stepsError}>
      {readOnly ? null : <StyledHint>{t('steps.hint')}</StyledHint>}
      <div ref={setLiveRegion} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('drag.instructions') },
          ...(liveRegion ? { container: liveRegion } : {}),
        }}
        onDragStart={() => setDragging(true)}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragging(false)}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
          <StyledSteps data-testid="recipe-steps">
            {steps.map((step, index) => (
              <StepItem
                key={step.key}
                step={step}
                index={index}
                name={nameAt(index)}
                readOnly={readOnly}
                removable={steps.length > 1}
                onRemove={() => remove(index)}
                register={register}
              />
            ))}
          </StyledSteps>
        </SortableContext>
      </DndContext>
      {readOnly ? null : (
        <StyledButton ref={addButton} type="button" onClick={add} disabled={steps.length >= RECIPE_STEPS_MAX} data-testid="recipe-step-add">
          {t('steps.add')}
        </StyledButton>
      )}
    </RecordFieldset>
  );
}

interface StepItemProps {
  step: StepValues;
  index: number;
  /** The step's name as people read it ("Step 2" while it has none). */
  name: string;
  readOnly: boolean;
  removable: boolean;
  onRemove: () => void;
  register: (id: string, element: HTMLElement | null) => void;
}

function StepItem({ step, index, name, readOnly, removable, onRemove, register }: StepItemProps) {
  const { t } = useTranslation('recipes');
  const position = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: step.key, disabled: readOnly });
  const path = `steps[${index}]`;
  const error = useStepError(`${path}.image`);
  return (
    <StyledStep
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      $dragging={isDragging}
      data-testid={`recipe-step-${position}`}
      data-step-name={step.name}
      aria-label={t('steps.label', { position, name })}
    >
      <StyledStepHeader>
        {readOnly ? null : (
          <StyledHandle
            ref={(element) => {
              setActivatorNodeRef(element);
              register(`handle:${step.key}`, element);
            }}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={t('steps.move', { position, name })}
            data-testid={`recipe-step-handle-${position}`}
          >
            <Icon name="drag" />
          </StyledHandle>
        )}
        <StyledStepTitle>{t('steps.position', { position })}</StyledStepTitle>
        {readOnly ? null : (
          <StyledButton type="button" $variant="ghost" onClick={onRemove} disabled={!removable} aria-label={t('steps.remove', { position, name })}>
            {t('steps.removeShort')}
          </StyledButton>
        )}
      </StyledStepHeader>
      <StepTextField
        name={`${path}.name`}
        label={t('steps.name', { position })}
        register={(element) => register(`name:${step.key}`, element)}
      />
      <StepTextField name={`${path}.description`} label={t('steps.description', { position })} multiline />
      <StepTextField name={`${path}.extraDescription`} label={t('steps.extraDescription', { position })} multiline />
      <RecipeImageField name={`${path}.image`} label={t('steps.image', { position })} error={error} testId={`recipe-step-image-${position}`} />
    </StyledStep>
  );
}

/**
 * The message of a step's field: the form keeps the messages of nested fields under their whole path
 * (`steps[1].name`), shown once the field was left or the form was submitted.
 */
function useStepError(path: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<RecipeValues>();
  const message = (errors as Record<string, unknown>)[path];
  const shown = submitCount > 0 || getIn(touched, path) === true;
  return shown && typeof message === 'string' ? message : undefined;
}

function StepTextField({ name, label, multiline = false, register }: { name: string; label: string; multiline?: boolean; register?: (element: HTMLElement | null) => void }) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useStepError(name);
  const id = useId();
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {multiline ? <StyledTextArea {...common} rows={2} /> : <StyledInput {...common} ref={register} autoComplete="off" />}
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

const StyledHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li<{ $dragging: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadow : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  min-width: 0;
`;

const StyledStepHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const StyledStepTitle = styled.span`
  flex: 1 1 auto;
  font-weight: 600;
`;

const StyledHandle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: inherit;
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledInput = styled.input`
  ${textControlStyles}
  min-width: 0;
`;

const StyledTextArea = styled.textarea`
  ${textControlStyles}
  resize: vertical;
  min-width: 0;
`;
