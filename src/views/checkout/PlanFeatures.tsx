// A plan's feature list (SUMMARY-12) with the name-based extras (SUMMARY-15..18): highlights
// first, then the line that introduces the list for ARE 5.0 plans, then the features.
import { Box, Flex, List, Text } from '@chakra-ui/react';
import { CheckIcon, StarIcon } from '../shared/icons.tsx';
import { planExtras, type PlanHighlight } from '../../../machines/checkout/rules.ts';
import { featuresOf } from './plan-display.ts';
import { SUMMARY_TEXTS } from './texts.ts';

const HIGHLIGHT_TEXTS: Record<PlanHighlight, string> = {
  'pass the ARE guarantee': SUMMARY_TEXTS.passGuarantee,
  'guided study process': SUMMARY_TEXTS.guidedStudy,
};

/**
 * The simpler card's version (SUMMARY-8): the same name-based extras (SUMMARY-15..18), each its own
 * element, and the features on one line, without icons.
 */
export function PlanFeaturesInLine({ name, details }: { name: string; details: string }) {
  const extras = planExtras(name);
  const features = featuresOf(details);
  return (
    <>
      {extras.highlights.length > 0 && (
        <Flex as="p" mt="2" columnGap="3" rowGap="1" wrap="wrap" fontSize="sm" fontWeight="600" color="brand.blue">
          {extras.highlights.map((highlight) => (
            <span key={highlight}>{HIGHLIGHT_TEXTS[highlight]}</span>
          ))}
        </Flex>
      )}
      {extras.allDivisions && (
        <Text mt="2" fontSize="sm" fontWeight="600">
          {SUMMARY_TEXTS.allDivisions}
        </Text>
      )}
      {features.length > 0 && (
        <Text mt={extras.allDivisions ? '1' : '2'} fontSize="sm" color="fg.muted">
          {features.join(' · ')}
        </Text>
      )}
    </>
  );
}

export function PlanFeatures({ name, details }: { name: string; details: string }) {
  const extras = planExtras(name);
  const highlights = extras.highlights.map((highlight) => HIGHLIGHT_TEXTS[highlight]);
  const featuresLead = extras.allDivisions ? SUMMARY_TEXTS.allDivisions : null;
  const features = featuresOf(details);
  return (
    <Box mt="3">
      {highlights.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="1.5" mb="3">
          {highlights.map((highlight) => (
            <List.Item key={highlight} display="flex" alignItems="center" gap="2" fontSize="sm" fontWeight="600" color="brand.blue">
              <Flex as="span" flexShrink={0} fontSize="md">
                <StarIcon />
              </Flex>
              {highlight}
            </List.Item>
          ))}
        </List.Root>
      )}
      {featuresLead !== null && (
        <Text fontSize="sm" fontWeight="600" mb="1.5">
          {featuresLead}
        </Text>
      )}
      {features.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="1">
          {features.map((feature, index) => (
            <List.Item key={`${index}-${feature}`} display="flex" alignItems="flex-start" gap="2" fontSize="sm" color="fg.muted">
              <Flex as="span" flexShrink={0} mt="0.5" color="green.600">
                <CheckIcon />
              </Flex>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
