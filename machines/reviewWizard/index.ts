export * from './reviewWizardMachine';
