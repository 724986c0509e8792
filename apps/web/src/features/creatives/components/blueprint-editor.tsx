import { textElementsSchema, type Blueprint, type TextElement } from '@adsmith/domain/creatives/blueprint';
import { BlueprintLimits, TEXT_ALIGNMENTS, TEXT_CASES } from '@adsmith/domain/creatives/constants';
import { CreativeLimitMessages } from '@adsmith/domain/creatives/messages';
import { Alert, ColorInput, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

type BlueprintEditorProps = {
  blueprint: Blueprint;
  onChange: (blueprint: Blueprint) => void;
  /** The valid elements made from the ad's own copy, used when the blueprint's are corrupt (SPEC §5). */
  resetTextElements: () => TextElement[];
};

const withTextElements = (blueprint: Blueprint, textElements: TextElement[]): Blueprint => {
  const step4 = blueprint.step_4_ad_type_specific_blueprint;
  return {
    ...blueprint,
    step_4_ad_type_specific_blueprint: {
      ...step4,
      part_3_textual_elements_and_typography: {
        ...step4.part_3_textual_elements_and_typography,
        text_elements: textElements,
      },
    },
  };
};

/**
 * The blueprint's key parts and its text elements, editable before the image is made: the renderer sets exactly
 * this text. Elements that fail the domain schema (an edited or stored blueprint) are reset with the SPEC message.
 */
export function BlueprintEditor({ blueprint, onChange, resetTextElements }: BlueprintEditorProps) {
  const elements: unknown =
    blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
  // Only a blueprint from outside can be corrupt; the user's own edit (an emptied field mid-typing) is not reset.
  const ownEdit = useRef<Blueprint | null>(null);
  const isCorrupt = blueprint !== ownEdit.current && !textElementsSchema.safeParse(elements).success;
  const [wasReset, setWasReset] = useState(false);
  useEffect(() => {
    if (!isCorrupt) return;
    setWasReset(true);
    onChange(withTextElements(blueprint, resetTextElements()));
  }, [isCorrupt, blueprint, onChange, resetTextElements]);

  const step4 = blueprint.step_4_ad_type_specific_blueprint;
  const palette = step4.part_2_visual_execution.color_palette;
  const update = (index: number, fields: Partial<TextElement>) => {
    const next = step4.part_3_textual_elements_and_typography.text_elements.map((element, i) =>
      i === index ? { ...element, ...fields } : element,
    );
    ownEdit.current = withTextElements(blueprint, next);
    onChange(ownEdit.current);
  };
  return (
    <Stack gap="sm">
      {wasReset ? (
        <Alert color="yellow" role="alert">
          {CreativeLimitMessages.textElementsCorrupt}
        </Alert>
      ) : null}
      <Stack gap={2}>
        <Text size="sm">
          <b>Ad type:</b> {blueprint.step_2_ad_type_definition.selected_type.replace(/_/g, ' ')}
        </Text>
        <Text size="sm">
          <b>Concept:</b> {step4.part_1_concept_and_narrative.core_concept}
        </Text>
        <Text size="sm">
          <b>Scene:</b> {step4.part_2_visual_execution.scene_description}
        </Text>
        <Group gap={4} aria-label="Colour palette">
          {[...palette.primary_colors, ...palette.secondary_colors].map((color, i) => (
            <Paper key={`${color}-${i}`} w={20} h={20} bg={color} withBorder title={color} />
          ))}
        </Group>
      </Stack>
      <Title order={4}>Text on the image</Title>
      {isCorrupt
        ? null
        : step4.part_3_textual_elements_and_typography.text_elements.map((element, index) => (
            <Paper key={`${element.element_name}-${index}`} withBorder p="xs">
              <Stack gap={6}>
                <TextInput
                  label={`Text: ${element.element_name}`}
                  value={element.content}
                  maxLength={BlueprintLimits.textContentChars}
                  error={element.content.trim() ? undefined : 'Enter the text'}
                  onChange={(event) => update(index, { content: event.currentTarget.value })}
                />
                <Group grow gap="xs">
                  <ColorInput
                    label={`Colour of ${element.element_name}`}
                    format="hex"
                    value={element.color}
                    onChange={(color) => update(index, { color })}
                  />
                  <Select
                    label={`Alignment of ${element.element_name}`}
                    data={TEXT_ALIGNMENTS}
                    value={element.alignment}
                    allowDeselect={false}
                    onChange={(value) =>
                      value && update(index, { alignment: value as TextElement['alignment'] })
                    }
                  />
                  <Select
                    label={`Case of ${element.element_name}`}
                    data={TEXT_CASES}
                    value={element.case}
                    allowDeselect={false}
                    onChange={(value) => value && update(index, { case: value as TextElement['case'] })}
                  />
                </Group>
              </Stack>
            </Paper>
          ))}
    </Stack>
  );
}

/** Whether the edited text elements may be sent (the server checks the same schema). */
export function hasValidTextElements(blueprint: Blueprint): boolean {
  return textElementsSchema.safeParse(
    blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements,
  ).success;
}
