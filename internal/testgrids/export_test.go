package testgrids

// ReferenceScores is the table Solve reads, for its test.
var ReferenceScores = referenceScores
