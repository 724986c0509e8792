import { Container, Stepper } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { getActiveStepIndex, marketingSteps } from './marketing-steps';

/**
 * The guided flow (story → assumption → campaign) with its step indicator. The active step follows the route,
 * so a reload or a deep link shows the right step; earlier steps can be clicked to go back.
 */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = getActiveStepIndex(pathname);

  const goToStep = (index: number): void => {
    const step = marketingSteps[index];
    if (step && index < active) void navigate(step.path);
  };

  return (
    <Container size="lg">
      <Stepper active={active} onStepClick={goToStep} allowNextStepsSelect={false} size="sm" mb="xl">
        {marketingSteps.map((step, index) => (
          <Stepper.Step
            key={step.path}
            label={step.label}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Outlet />
    </Container>
  );
}
